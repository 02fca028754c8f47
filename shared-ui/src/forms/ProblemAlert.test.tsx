import { screen } from '@testing-library/react';
import { API_ERROR_CODES, COMPANY, type Locale } from 'shared-contracts';
import { ApiError } from 'shared-contracts/api-client';
import { activateTestLocale, renderWithProviders } from '../test/render';
import { ProblemAlert } from './ProblemAlert';

const tooMany = (retryAfterSeconds: number | null) =>
  new ApiError({ kind: 'http', status: 429, code: API_ERROR_CODES.tooManyRequests, message: 'Too many', retryAfterSeconds });
const offline = () => ApiError.network(new TypeError('Failed to fetch'));
const serverError = () => new ApiError({ kind: 'http', status: 500, code: API_ERROR_CODES.error, message: 'Boom' });

describe('ProblemAlert', () => {
  it('shows nothing without a problem', async () => {
    await activateTestLocale();
    renderWithProviders(<ProblemAlert problem={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each<[Locale, Error, string[]]>([
    ['en-US', tooMany(120), ['Too many attempts', 'Please wait 2 minutes, then try again.', 'Everything you typed is still in the form.']],
    ['en-US', tooMany(null), ['Too many attempts', 'Please wait a few minutes, then try again.']],
    ['en-US', tooMany(30), ['Please wait 30 seconds, then try again.']],
    // A daily quota's wait (docs/decisions/051) in hours, not 1,200 minutes.
    ['en-US', tooMany(20 * 3600), ['Please wait 20 hours, then try again.']],
    ['en-US', offline(), ['We could not reach our servers', 'Please check your internet connection, then try again.']],
    ['en-US', serverError(), ['Something went wrong', `call us at ${COMPANY.supportPhone.display}.`, 'Everything you typed is still in the form.']],
    ['en-US', new Error('not an API error'), ['Something went wrong']],
    ['es-US', tooMany(120), ['Demasiados intentos', 'Espere 2 minutos y vuelva a intentarlo.', 'Todo lo que escribió sigue en el formulario.']],
    ['es-US', offline(), ['No pudimos comunicarnos con nuestros servidores']],
    ['pt-BR', tooMany(60), ['Muitas tentativas', 'Aguarde 1 minuto e tente de novo.', 'Tudo o que você digitou continua no formulário.']],
    ['pt-BR', serverError(), ['Algo deu errado', `ligue para ${COMPANY.supportPhone.display}.`]],
  ])('in %s says what went wrong: %s', async (locale, problem, texts) => {
    await activateTestLocale(locale);
    renderWithProviders(<ProblemAlert problem={problem} />);
    const alert = screen.getByRole('alert');
    for (const text of texts) expect(alert).toHaveTextContent(text);
  });

  // Docs/decisions/050: ten wrong codes in a day close a code step for a day; its forms say so in every language.
  it.each<[Locale, string[]]>([
    ['en-US', ['Too many wrong codes', 'codes for this account are paused for 24 hours', 'Everything you typed is still in the form.']],
    ['es-US', ['Demasiados códigos incorrectos', 'están en pausa durante 24 horas']],
    ['pt-BR', ['Muitos códigos incorretos', 'estão pausados por 24 horas']],
  ])('on a code step in %s, a day-long 429 says the codes are paused', async (locale, texts) => {
    await activateTestLocale(locale);
    renderWithProviders(<ProblemAlert problem={tooMany(86_400)} messages={{ rateLimited: { title: 'Not this' } }} codeStep />);
    const alert = screen.getByRole('alert');
    for (const text of texts) expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent('Not this');
  });

  it('elsewhere, a wait of an hour or more is said in hours; a short wait on a code step keeps the usual words', async () => {
    await activateTestLocale();
    const { unmount } = renderWithProviders(<ProblemAlert problem={tooMany(7_200)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please wait 2 hours, then try again.');
    unmount();
    renderWithProviders(<ProblemAlert problem={tooMany(300)} codeStep />);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('links the support phone', async () => {
    await activateTestLocale();
    renderWithProviders(<ProblemAlert problem={serverError()} />);
    expect(screen.getByRole('link', { name: COMPANY.supportPhone.display })).toHaveAttribute('href', `tel:${COMPANY.supportPhone.tel}`);
  });

  it("takes the form's own words for a case, and still says the values are kept", async () => {
    await activateTestLocale();
    renderWithProviders(<ProblemAlert problem={serverError()} messages={{ failed: { title: 'We could not send your message' } }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not send your message');
    expect(alert).not.toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent(`call us at ${COMPANY.supportPhone.display}`);
    expect(alert).toHaveTextContent('Everything you typed is still in the form.');
  });
});
