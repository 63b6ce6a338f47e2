import type { SocialComment } from './types';

/** Top-level comments with their replies nested under them, oldest first, whether the API nests or lists flat. */
export function nestComments(comments: readonly SocialComment[]): SocialComment[] {
  const all = new Map<number, SocialComment>();
  const collect = (list: readonly SocialComment[]) => {
    for (const comment of list) {
      if (!all.has(comment.id)) all.set(comment.id, { ...comment, replies: [] });
      if (comment.replies) collect(comment.replies);
    }
  };
  collect(comments);

  const roots: SocialComment[] = [];
  for (const comment of all.values()) {
    const parent = comment.parent === null ? undefined : all.get(comment.parent);
    if (parent) parent.replies?.push(comment);
    else roots.push(comment);
  }
  const byDate = (a: SocialComment, b: SocialComment) => a.created_at.localeCompare(b.created_at) || a.id - b.id;
  const sortTree = (list: SocialComment[]): SocialComment[] =>
    list.sort(byDate).map((comment) => ({ ...comment, replies: sortTree(comment.replies ?? []) }));
  return sortTree(roots);
}

/** Every comment in the tree, replies included. */
export function countComments(comments: readonly SocialComment[]): number {
  return comments.reduce((total, comment) => total + 1 + countComments(comment.replies ?? []), 0);
}
