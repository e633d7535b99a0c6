// Word between the tabs that share stored tokens. A tab says when it starts renewing them and, before it
// lets go of the renewal lock, the new tokens. The tab that gets the lock next re-reads the storage, but a
// browser shows one tab's localStorage write to another a moment later (they run in different processes),
// and Chromium does not deliver the word before the lock's grant either: so a tab that heard another start
// renewing from its own refresh token waits for that tab's word instead of renewing a second time. The word travels on a BroadcastChannel of the window
// (`platform.window`) named by the storage (`TokenStorage.channel`): a storage that names none is not
// shared, and nothing is said.
import type { Platform } from '../platform.ts';
import type { Tokens } from '../types/tokens.ts';
import { isTokens } from './tokens.ts';

const KIND = 'dropcart:tokens-renewed';

interface Word {
  kind: typeof KIND;
  /** The refresh token the renewal started from ('' when there was none). */
  from: string;
  /** Absent while the renewal is on its way. */
  tokens?: Tokens;
}

const isWord = (data: unknown): data is Word =>
  typeof data === 'object' &&
  data !== null &&
  (data as Word).kind === KIND &&
  typeof (data as Word).from === 'string' &&
  ((data as Word).tokens === undefined || isTokens((data as Word).tokens));

export interface RenewalNews {
  /** Hears the other tabs until the returned function is called; one channel while anyone listens. */
  listen(): () => void;
  /** Tells the other tabs what renewing from the refresh token `from` gave, or, left out, that it starts. */
  tell(from: string, tokens?: Tokens): void;
  /** The tokens another tab said it got by renewing from `from`, if it was heard. */
  heard(from: string): Tokens | undefined;
  /**
   * Once another tab that said it started renewing from `from` has said what came of it, or after `ms`
   * (it may have closed meanwhile); at once when no tab said so.
   */
  outcome(from: string, ms: number): Promise<void>;
}

const SILENT: RenewalNews = {
  listen: () => () => {},
  tell: () => {},
  heard: () => undefined,
  outcome: () => Promise.resolve(),
};

export function renewalNews(
  platform: Pick<Platform, 'window' | 'setTimeout' | 'clearTimeout'>,
  channelName: string | undefined,
): RenewalNews {
  const Channel = (platform.window as { BroadcastChannel?: typeof BroadcastChannel } | undefined)
    ?.BroadcastChannel;
  if (!channelName || typeof Channel !== 'function') return SILENT;
  let channel: BroadcastChannel | undefined;
  let listening = 0;
  let last: Word | undefined;
  /** The refresh token another tab said it is renewing from, until it says what came of it. */
  let renewing: string | undefined;
  let wake = () => {};
  const onMessage = ({ data }: MessageEvent) => {
    if (!isWord(data)) return;
    if (!data.tokens) renewing = data.from;
    else {
      last = data;
      if (renewing === data.from) wake();
    }
  };
  return {
    listen() {
      // One channel for all who listen (the session's followers and a renewal): a tab never hears its own
      // word, and a word on its way is not lost when one of them stops.
      if (listening++ === 0) {
        channel = new Channel(channelName);
        channel.addEventListener('message', onMessage);
      }
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        if (--listening > 0) return;
        channel?.close();
        channel = undefined;
      };
    },
    tell: (from, tokens) => channel?.postMessage({ kind: KIND, from, tokens }),
    heard: (from) => (last?.from === from ? last.tokens : undefined),
    outcome: (from, ms) =>
      new Promise((resolve) => {
        if (renewing !== from) return resolve();
        wake = () => {
          platform.clearTimeout(timer);
          renewing = undefined;
          resolve();
        };
        const timer = platform.setTimeout(wake, ms);
      }),
  };
}
