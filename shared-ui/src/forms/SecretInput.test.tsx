import { useState } from 'react';
import { Field } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SSN_MASK, type Locale } from 'shared-contracts';
import { activateTestLocale, renderWithProviders } from '../test/render';
import { FormField } from './FormField';
import { SecretInput } from './SecretInput';

/** Spec 2.10 (password show/hide) and spec 5 (a masked number hidden as typed). */

function Ssn() {
  const [value, setValue] = useState('');
  return (
    <FormField label="Social security number">
      <SecretInput mask={SSN_MASK} value={value} onValueChange={setValue} toggleLabel="Show social security number" />
    </FormField>
  );
}

describe('SecretInput', () => {
  it('hides the password until the toggle is pressed, and keeps the focus in the field on a mouse click', async () => {
    await activateTestLocale();
    const user = userEvent.setup();
    renderWithProviders(
      <Field.Root>
        <Field.Label>Password</Field.Label>
        <SecretInput name="password" autoComplete="current-password" />
      </Field.Root>,
    );
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', password.id);

    await user.type(password, 'correct horse');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveFocus();
    expect(password).toHaveValue('correct horse');

    await user.keyboard(' battery');
    expect(password).toHaveValue('correct horse battery');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('works from the keyboard: the toggle is the next tab stop and Space presses it', async () => {
    await activateTestLocale();
    const user = userEvent.setup();
    renderWithProviders(<SecretInput aria-label="Password" />);
    await user.tab();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it.each<[Locale, string]>([
    ['es-US', 'Mostrar contraseña'],
    ['pt-BR', 'Mostrar senha'],
  ])('names the toggle in %s', async (locale, name) => {
    await activateTestLocale(locale);
    renderWithProviders(<SecretInput aria-label="Password" />);
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
  });

  it('masks a number as it is typed and hides it, with the caller naming the toggle', async () => {
    await activateTestLocale();
    const user = userEvent.setup();
    renderWithProviders(<Ssn />);
    const ssn = screen.getByLabelText('Social security number');
    expect(ssn).toHaveAttribute('type', 'password');
    expect(ssn).toHaveAttribute('autocomplete', 'off');

    await user.type(ssn, '123a456789');
    expect(ssn).toHaveValue('123-45-6789');
    await user.click(screen.getByRole('button', { name: 'Show social security number' }));
    expect(ssn).toHaveAttribute('type', 'text');
  });

  it('is disabled with its field', async () => {
    await activateTestLocale();
    renderWithProviders(
      <Field.Root disabled>
        <Field.Label>Password</Field.Label>
        <SecretInput />
      </Field.Root>,
    );
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});
