// Word between the tabs that share stored tokens: a tab that renewed them says so, with the new tokens, before
// it lets go of the renewal lock. The tab that gets the lock next re-reads the storage, but a browser shows
// one tab's localStorage write to another a moment later (they run in different processes), so that tab may
// still see the expired token: it goes by what it heard instead of renewing a second time. The word travels
// on a BroadcastChannel of the window (`platform.window`) named by the storage (`TokenStorage.channel`): a
// storage that names none is not shared, and nothing is said.
import type { Platform } from '../platform.ts';
import type { Tokens } from '../types/tokens.ts';
import { isTokens } from './tokens.ts';

const KIND = 'dropcart:tokens-renewed';

interface Renewed {
  kind: typeof KIND;
  /** The refresh token the renewal started from ('' when there was none). */
  from: string;
  tokens: Tokens;
}

const isRenewed = (data: unknown): data is Renewed =>
  typeof data === 'object' &&
  data !== null &&
  (data as Renewed).kind === KIND &&
  typeof (data as Renewed).from === 'string' &&
  isTokens((data as Renewed).tokens);

export interface RenewalNews {
  /** Hears the other tabs until the returned function is called (the channel is open while anyone listens). */
  listen(): () => void;
  /** Tells the other tabs that renewing from the refresh token `from` gave `tokens`. */
  tell(from: string, tokens: Tokens): void;
  /** The tokens another tab said it got by renewing from `from`, if it was heard. */
  heard(from: string): Tokens | undefined;
}

const SILENT: RenewalNews = { listen: () => () => {}, tell: () => {}, heard: () => undefined };

export function renewalNews(
  platform: Pick<Platform, 'window'>,
  channelName: string | undefined,
): RenewalNews {
  const Channel = (platform.window as { BroadcastChannel?: typeof BroadcastChannel } | undefined)
    ?.BroadcastChannel;
  if (!channelName || typeof Channel !== 'function') return SILENT;
  let channel: BroadcastChannel | undefined;
  let listeners = 0;
  let last: Renewed | undefined;
  const onMessage = (event: MessageEvent) => {
    if (isRenewed(event.data)) last = event.data;
  };
  return {
    listen() {
      if (listeners++ === 0) {
        channel = new Channel(channelName);
        channel.addEventListener('message', onMessage);
      }
      let done = false;
      return () => {
        if (done) return;
        done = true;
        if (--listeners > 0) return;
        channel?.removeEventListener('message', onMessage);
        channel?.close();
        channel = undefined;
      };
    },
    tell(from, tokens) {
      const news: Renewed = { kind: KIND, from, tokens };
      channel?.postMessage(news);
    },
    heard: (from) => (last?.from === from ? last.tokens : undefined),
  };
}
