import { CAREER_TEAMS, LOCALES, PUBLIC_API_PATHS, careersResponseSchema, errorBodySchema, type CareersResponse, type Locale } from 'shared-contracts';
import { SEED_OPENINGS } from '../db/career-openings.js';
import { seedCareers } from '../db/careers-seed.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';

/*
 * Spec 2.2 /careers: the openings seeded on first start, listed newest first in the visitor's
 * language, closed and expired ones never; cacheable for five minutes.
 */

const OPEN_REFERENCES = ['CS-2611', 'CO-2607', 'UW-2603', 'DR-2598', 'TE-2604', 'OP-2595', 'CS-2590', 'TE-2588'];
const today = () => new Date().toISOString().slice(0, 10);

describe.each(TEST_DIALECTS)('GET /api/careers on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ dialect });
  });
  afterAll(() => testApp.close());

  const db = () => testApp.testDatabase.database.db;
  async function list(locale: Locale): Promise<CareersResponse> {
    const response = await testApp.app.inject({ method: 'GET', url: `${PUBLIC_API_PATHS.careers}?locale=${locale}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    return careersResponseSchema.strict().parse(response.json());
  }

  it('lists the eight open openings newest first, without the closed and the expired one', async () => {
    const { openings } = await list('en-US');
    expect(openings.map((opening) => opening.id)).toEqual(OPEN_REFERENCES);
    const dates = openings.map((opening) => opening.postedOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const date of dates) expect(date <= today()).toBe(true);
    expect(new Set(openings.map((opening) => opening.team))).toEqual(new Set(CAREER_TEAMS));
    expect(new Set(openings.map((opening) => opening.location))).toEqual(new Set(['Dallas, TX', 'Phoenix, AZ', 'Tampa, FL', 'Remote (US)']));
  });

  it.each([
    ['en-US', 'Customer Service Representative (Bilingual English/Spanish)', 'Full-time', 'Remote (US)', 'Application'],
    ['es-US', 'Representante de servicio al cliente (bilingüe inglés/español)', 'Tiempo completo', 'Remoto (EE. UU.)', 'Solicitud de empleo'],
    ['pt-BR', 'Representante de atendimento ao cliente (bilíngue inglês/espanhol)', 'Tempo integral', 'Remoto (EUA)', 'Candidatura'],
  ] as const)('speaks %s', async (locale, firstTitle, fullTime, remote, subject) => {
    const { openings } = await list(locale);
    expect(openings).toHaveLength(8);
    const [first] = openings;
    expect(first).toMatchObject({ id: 'CS-2611', title: firstTitle, team: 'customerService', location: 'Dallas, TX', employmentType: fullTime });
    expect(first?.applyUrl).toBe(`mailto:careers@roadbridge.example?subject=${encodeURIComponent(`${subject}: ${firstTitle} (CS-2611)`)}`);
    expect(openings.find((opening) => opening.id === 'TE-2604')).toMatchObject({ location: remote, applyUrl: 'https://careers.roadbridgeauto.example/jobs/TE-2604' });
    for (const opening of openings) {
      expect(opening.description.length).toBeGreaterThanOrEqual(2);
      expect(opening.description.length).toBeLessThanOrEqual(4);
      for (const paragraph of opening.description) expect(paragraph.length).toBeGreaterThan(60);
    }
  });

  it('has every opening written in each locale, not copied from English', () => {
    for (const opening of SEED_OPENINGS) {
      for (const locale of LOCALES) expect(opening.text[locale].description.length).toBe(opening.text['en-US'].description.length);
      expect(opening.text['es-US'].description[0]).not.toBe(opening.text['en-US'].description[0]);
      expect(opening.text['pt-BR'].description[0]).not.toBe(opening.text['es-US'].description[0]);
    }
  });

  it('answers 400 naming the locale when it is missing or unknown, uncached', async () => {
    for (const url of [PUBLIC_API_PATHS.careers, `${PUBLIC_API_PATHS.careers}?locale=fr-FR`]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(errorBodySchema.parse(response.json()).fields).toEqual({ locale: 'invalid_value' });
    }
  });

  it('stops listing an opening once it is closed or past its last day, and keeps one whose last day is today', async () => {
    await db().updateTable('job_openings').set({ closed_at: new Date().toISOString() }).where('reference', '=', 'OP-2595').execute();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await db().updateTable('job_openings').set({ closes_on: yesterday }).where('reference', '=', 'CS-2590').execute();
    await db().updateTable('job_openings').set({ closes_on: today() }).where('reference', '=', 'UW-2603').execute();
    const ids = (await list('es-US')).openings.map((opening) => opening.id);
    expect(ids).toEqual(OPEN_REFERENCES.filter((reference) => reference !== 'OP-2595' && reference !== 'CS-2590'));
  });

  it('shows English where a locale’s text is missing, and skips a team the pages do not know', async () => {
    const opening = await db().selectFrom('job_openings').select('id').where('reference', '=', 'CO-2607').executeTakeFirstOrThrow();
    await db().deleteFrom('job_opening_texts').where('job_opening_id', '=', opening.id).where('locale', '=', 'pt-BR').execute();
    await db().updateTable('job_openings').set({ team: 'legal' }).where('reference', '=', 'TE-2588').execute();
    const { openings } = await list('pt-BR');
    expect(openings.find((entry) => entry.id === 'CO-2607')).toMatchObject({ title: 'Account Resolution Specialist', location: 'Phoenix, AZ' });
    expect(openings.map((entry) => entry.id)).not.toContain('TE-2588');
  });

  it('seeds only an empty table', async () => {
    expect(await seedCareers(db())).toBe(0);
    await db().deleteFrom('job_openings').execute();
    expect(await db().selectFrom('job_opening_texts').select('id').execute()).toEqual([]);
    expect(await seedCareers(db())).toBe(SEED_OPENINGS.length);
    expect(await db().selectFrom('job_opening_texts').select('id').execute()).toHaveLength(SEED_OPENINGS.length * LOCALES.length);
    expect((await list('en-US')).openings.map((opening) => opening.id)).toEqual(OPEN_REFERENCES);
  });
});
