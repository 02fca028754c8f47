import { Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import { activateTestLocale, renderWithProviders } from '../test/render';
import { FormField } from './FormField';

/** A refused field says why, and a screen reader reads the rule and the error with the field. */

const RULE = 'Up to 100 characters.';
const ERROR = 'Enter your name (up to 100 characters).';

beforeEach(() => activateTestLocale());

describe('FormField', () => {
  it('describes a valid field by its rule alone', async () => {
    renderWithProviders(
      <FormField label="Your name" helper={RULE}>
        <Input />
      </FormField>,
    );
    const name = screen.getByRole('textbox', { name: 'Your name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(RULE));
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('makes the error part of the description of a refused field, besides its error message', async () => {
    renderWithProviders(
      <FormField label="Your name" helper={RULE} error={ERROR} required>
        <Input />
      </FormField>,
    );
    const name = screen.getByRole('textbox', { name: 'Your name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(`${RULE} ${ERROR}`));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleErrorMessage(ERROR);
  });

  it('describes a field without a rule by its error, and follows the error as it comes and goes', async () => {
    const field = (error?: string) => (
      <FormField label="Message" error={error}>
        <Textarea />
      </FormField>
    );
    const { rerender } = renderWithProviders(field());
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).toHaveAccessibleDescription('');

    rerender(field(ERROR));
    await waitFor(() => expect(message).toHaveAccessibleDescription(ERROR));

    rerender(field());
    await waitFor(() => expect(message).toHaveAccessibleDescription(''));
    expect(message).not.toHaveAttribute('aria-invalid');
  });

  it('reaches a control nested in its own parts, such as a native select', async () => {
    renderWithProviders(
      <FormField label="Topic" helper="Choose the closest one." error="Choose a topic.">
        <NativeSelect.Root>
          <NativeSelect.Field>
            <option value="">Choose a topic</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
      </FormField>,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveAccessibleDescription('Choose the closest one. Choose a topic.'));
  });
});
