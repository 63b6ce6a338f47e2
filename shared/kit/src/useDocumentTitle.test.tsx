import { renderHook } from '@testing-library/react';
import { documentTitle, useDocumentTitle } from './useDocumentTitle';

describe('document titles', () => {
  it("name the page, then the site; the site's name alone without a page", () => {
    expect(documentTitle('Experts')).toBe('Experts – PodBridge');
    expect(documentTitle(null)).toBe('PodBridge');
  });

  it('sets the tab title once the page knows it, and keeps the last one while it does not', () => {
    document.title = 'Podcast – PodBridge';
    const { rerender } = renderHook(({ title }: { title: string | null }) => useDocumentTitle(title), {
      initialProps: { title: null as string | null },
    });
    expect(document.title).toBe('Podcast – PodBridge');
    rerender({ title: 'Fika with founders' });
    expect(document.title).toBe('Fika with founders – PodBridge');
  });
});
