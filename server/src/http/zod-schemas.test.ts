import { z } from 'zod';
import { ValidationError } from './http-error.js';
import { fieldsOfIssues, zodValidatorCompiler } from './zod-schemas.js';

/*
 * Validation errors name the fields, so a form can mark each in the visitor's language: `fields` maps each bad field's dot path to its zod issue
 * code, never to what was sent.
 */

const schema = z
  .object({
    email: z.email().max(256),
    address: z.object({ city: z.string().min(1), zip: z.string().regex(/^\d{5}$/) }),
    items: z.array(z.object({ quantity: z.number().int().positive() })),
    note: z.string().max(5).optional(),
  })
  .strict();

const issuesOf = (value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to fail');
  return result.error.issues;
};

describe('fieldsOfIssues', () => {
  it('names nested fields and array items by their dot path, with the zod issue code', () => {
    const fields = fieldsOfIssues(
      issuesOf({ email: 'not-an-address', address: { city: '', zip: '1234' }, items: [{ quantity: 1 }, { quantity: -2 }], note: 'too long' }),
    );
    expect(fields).toEqual({
      email: 'invalid_format',
      'address.city': 'too_small',
      'address.zip': 'invalid_format',
      'items.1.quantity': 'too_small',
      note: 'too_big',
    });
  });

  it('names missing fields and unknown keys', () => {
    expect(fieldsOfIssues(issuesOf({ address: { city: 'Tampa', zip: '33602' }, items: [], extra: 'x' }))).toEqual({
      email: 'invalid_type',
      extra: 'unrecognized_keys',
    });
  });

  it('names no field for a body that is no object at all, and keeps the first issue of a field', () => {
    expect(fieldsOfIssues(issuesOf('just a string'))).toEqual({});
    expect(fieldsOfIssues([{ code: 'too_small', path: ['name'] }, { code: 'custom', path: ['name'] }])).toEqual({ name: 'too_small' });
  });
});

describe('zodValidatorCompiler', () => {
  const validate = zodValidatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' }) as (data: unknown) => { value?: unknown; error?: Error };

  it('answers a ValidationError with the fields and a message without the values sent', () => {
    const { error } = validate({ email: 'secret-person@', address: { city: 'Tampa', zip: 'abcde' }, items: [] });
    expect(error).toBeInstanceOf(ValidationError);
    const validation = error as ValidationError;
    expect(validation.statusCode).toBe(400);
    expect(validation.status).toBe('INVALID');
    expect(validation.fields).toEqual({ email: 'invalid_format', 'address.zip': 'invalid_format' });
    expect(validation.message).toMatch(/^Invalid body: email: /);
    expect(validation.message).not.toContain('secret-person');
    expect(validation.message).not.toContain('abcde');
  });

  it('passes a valid value through, parsed', () => {
    expect(validate({ email: 'a@example.com', address: { city: 'Tampa', zip: '33602' }, items: [{ quantity: 2 }] })).toEqual({
      value: { email: 'a@example.com', address: { city: 'Tampa', zip: '33602' }, items: [{ quantity: 2 }] },
    });
  });
});
