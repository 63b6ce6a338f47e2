import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, SelectField, TextArea, TextField } from './FormFields';

describe('TextField', () => {
  it('binds its label to the input', async () => {
    const user = userEvent.setup();
    render(<TextField label="Username" hint="Your unique identifier" />);
    const input = screen.getByLabelText('Username');
    await user.type(input, 'ada');
    expect(input).toHaveValue('ada');
    expect(input).toHaveAccessibleDescription('Your unique identifier');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and announces the error', () => {
    render(<TextField label="Email" error="Enter a valid email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
    expect(input).toHaveAccessibleDescription('Enter a valid email');
  });

  it('keeps a given id and shows an end adornment', () => {
    render(<TextField id="pw" label="Password" endAdornment={<button type="button">Show password</button>} />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('id', 'pw');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });
});

describe('other fields', () => {
  it('label the text area, select and checkbox', async () => {
    const user = userEvent.setup();
    render(
      <>
        <TextArea label="Bio" error="Bio is required" />
        <SelectField label="Category" defaultValue="general">
          <option value="general">General</option>
          <option value="technical">Technical</option>
        </SelectField>
        <Checkbox label="Remember me for 30 days" />
      </>,
    );
    expect(screen.getByLabelText('Bio')).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(screen.getByLabelText('Category'), 'technical');
    expect(screen.getByLabelText('Category')).toHaveValue('technical');
    await user.click(screen.getByLabelText('Remember me for 30 days'));
    expect(screen.getByRole('checkbox', { name: 'Remember me for 30 days' })).toBeChecked();
  });
});
