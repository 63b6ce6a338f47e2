import type { TestApp } from './buildTestApp';

/** Who sends: a signed-in session's headers and user. */
interface Sender {
  headers: { authorization: string };
}

/** `from` sends `to` a message through the API; the test fails unless it is accepted (201). */
export async function sendMessage(t: TestApp, from: Sender, to: { user: { id: number } }, content: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user_messages/',
    headers: from.headers,
    payload: { receiver_id: to.user.id, content },
  });
  expect(response.statusCode).toBe(201);
  return response;
}
