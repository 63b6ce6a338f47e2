import { render, screen, within } from '@testing-library/react';
import { ExternalLinks } from './ExternalLinks';

describe('ExternalLinks', () => {
  it('opens each http(s) link in a new tab without access to the page, and leaves the other addresses out', () => {
    render(
      <ExternalLinks
        label="Links"
        newTabHint=" (opens in a new tab)"
        links={[
          { label: 'ada.example', url: 'https://ada.example' },
          { label: 'Instagram', url: 'http://instagram.com/ada', icon: 'externalLink' },
          { label: 'Script', url: 'javascript:alert(1)' },
          { label: 'None', url: null },
        ]}
      />,
    );
    const list = within(screen.getByRole('list', { name: 'Links' }));
    expect(list.getAllByRole('link')).toHaveLength(2);
    const website = list.getByRole('link', { name: 'ada.example (opens in a new tab)' });
    expect(website).toHaveAttribute('href', 'https://ada.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(list.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveAttribute(
      'href',
      'http://instagram.com/ada',
    );
  });

  it('shows nothing without a link to show', () => {
    const { container } = render(<ExternalLinks label="Links" links={[{ label: 'Bad', url: 'ftp://x' }]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
