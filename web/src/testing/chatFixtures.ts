/** Chat messages and history answers for the chat screens' tests: the signed-in member 7 talks to bob (9). */
import { act } from '@testing-library/react';
import type { FakeSocket } from './fakeSocket';

/** The partner of the chat tests. */
export const BOB = 9;
const VIEWER = 7;

/** A text message, from the viewer (7) or from bob. */
export const chatMessage = (mid: number, from: number, content: string, createTime = 1_700_000_000 + mid) => ({
  mid,
  type: 'txt',
  content,
  img: '',
  sender_id: from,
  reciver_id: from === VIEWER ? BOB : VIEWER,
  ndate: '',
  create_time: createTime,
});

/** The socket answers a history request (opt 3) for bob's chat. */
export function pushHistory(socket: FakeSocket, list: unknown[], more = false) {
  act(() => socket.push({ status: 'success', opt: 3, data: { contact: BOB, list, more } }));
}
