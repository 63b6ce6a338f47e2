import toast from 'react-hot-toast';
import { useHref } from '@podbridge/shared/router';
import { href, paths } from '@podbridge/shared/paths';
import { Button, ShareIcon } from '@podbridge/kit';
import { usePodcastTexts } from '../../texts';

/** Native share where the browser has it, otherwise the page address goes to the clipboard. */
export function ShareButton({ podcastId, title }: { podcastId: number; title: string }) {
  const { t } = usePodcastTexts();
  const path = useHref(href(paths.podcastDetail, { id: podcastId }));

  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        // Closing the share sheet rejects with AbortError; that is the user's choice, not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('Share failed', error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('detail.linkCopied'));
    } catch (error) {
      console.error('Copy failed', error);
      toast.error(t('detail.copyFailed'));
    }
  };

  return (
    <Button variant="light" onClick={() => void share()}>
      <ShareIcon size={16} /> {t('detail.share')}
    </Button>
  );
}
