import { reportMessage } from '../modules/messages/moderation';
import { sendMessage } from '../modules/messages/sending';
import type { AuthenticatedUser } from '../plugins/auth';
import type { MessagesContext } from '../modules/messages/views';

/** Podcasters inviting experts, and the experts answering: what a first week on PodBridge looks like. */
const CONVERSATIONS: readonly (readonly string[])[] = [
  [
    'Hej! I host a weekly show about everyday psychology. Would you like to be a guest in March?',
    'Hej, gärna! March works well for me. What would you like to talk about?',
    'Procrastination and how couples split chores. About 45 minutes, recorded remotely.',
  ],
  [
    'Your work on the Baltic Sea caught my eye. Could we record an episode about it?',
    'Thank you! I would love to. I am free most Thursdays.',
  ],
  [
    'We are planning an episode on Nordic food traditions. Interested in joining?',
    'Absolutely. I can bring a few recipes to talk through, too.',
    'Perfect. I will send a calendar invite for next week.',
  ],
];

const SPAM = 'Grow your podcast to 10k followers in a week! Pay only 99 kr, message me now.';

/**
 * A few conversations between podcasters and experts, and one spam message an expert reported, so the inbox and
 * the admin's reports queue have something to show.
 */
export async function seedConversations(
  ctx: MessagesContext,
  podcasters: AuthenticatedUser[],
  experts: AuthenticatedUser[],
): Promise<{ conversations: number; reports: number }> {
  for (const [index, lines] of CONVERSATIONS.entries()) {
    const podcaster = podcasters[index % podcasters.length]!;
    const expert = experts[index % experts.length]!;
    for (const [turn, content] of lines.entries()) {
      const [from, to] = turn % 2 === 0 ? [podcaster, expert] : [expert, podcaster];
      await sendMessage(ctx, from, { receiver_id: to.id, content });
    }
  }
  const spammer = podcasters.at(-1)!;
  const target = experts.at(-1)!;
  const spam = await sendMessage(ctx, spammer, { receiver_id: target.id, content: SPAM });
  await reportMessage(ctx, target, spam.id, 'Selling followers to experts. Not why I am here.');
  return { conversations: CONVERSATIONS.length + 1, reports: 1 };
}
