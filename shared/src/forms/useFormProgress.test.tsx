import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { renderWithProviders } from '../testing';
import { formProgress, useFormProgress } from './useFormProgress';

interface Draft {
  title: string;
  description: string;
  category_id: string;
  link: string;
}

function CreateForm() {
  const form = useForm<Draft>({ defaultValues: { title: '', description: '', category_id: '', link: '' } });
  const progress = useFormProgress(form, ['title', 'description', 'category_id']);
  return (
    <form>
      <p>Progress {Math.round(progress)}%</p>
      <label>
        Title
        <input {...form.register('title')} />
      </label>
      <label>
        Description
        <input {...form.register('description')} />
      </label>
      <label>
        Link
        <input {...form.register('link')} />
      </label>
    </form>
  );
}

describe('form progress percent', () => {
  it('is the share of filled required fields', () => {
    expect(formProgress(['Title', '', null])).toBeCloseTo(100 / 3);
    expect(formProgress(['a', 'b'])).toBe(100);
    expect(formProgress([])).toBe(0);
  });

  it('counts text of spaces as empty and a chosen file or number as filled', () => {
    expect(formProgress(['   '])).toBe(0);
    expect(formProgress([new File(['x'], 'a.png', { type: 'image/png' }), 0])).toBe(100);
  });

  it('follows the required fields as the user types, ignoring optional ones', async () => {
    const { user } = renderWithProviders(<CreateForm />);
    expect(screen.getByText('Progress 0%')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Link'), 'https://example.com');
    expect(screen.getByText('Progress 0%')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Climate Talk');
    expect(screen.getByText('Progress 33%')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), 'Weekly');
    expect(screen.getByText('Progress 67%')).toBeInTheDocument();
  });
});
