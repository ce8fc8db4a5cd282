import { runCampaign } from './campaign';
import { recordCampaign, settingOf } from './figures';
import { formatFigures } from './report';

/** `make chaos`: counts from the environment (CHAOS_CHATTING, CHAOS_BROWSING, CHAOS_OBSERVE_MS, CHAOS_FAULTS, CHAOS_REDIS). */
async function main() {
  const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  const started = Date.now();
  const chatting = number('CHAOS_CHATTING', 200);
  const browsing = number('CHAOS_BROWSING', 20);
  const result = await runCampaign({
    chatting,
    browsing,
    chatEveryMs: number('CHAOS_CHAT_EVERY_MS', 3_000),
    observeMs: number('CHAOS_OBSERVE_MS', 10_000),
    // A comma-separated subset of the faults by name (e.g. "SIGKILL messaging"); all by default.
    faults: process.env.CHAOS_FAULTS?.split(',').map((name) => name.trim()),
    redis: process.env.CHAOS_REDIS === 'cluster' ? 'cluster' : 'single',
    say: (line) => console.log(`chaos  ${line}`),
  });
  console.log(`\n${formatFigures(result)}`);
  // For the trimmed run in the tests, which reads the counts from this line.
  if (process.env.CHAOS_JSON) console.log(`CHAOS_RESULT ${JSON.stringify(result)}`);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`campaign took ${seconds} s`);
  // The trimmed run of the tests (CHAOS_JSON) is not a campaign of the figures.
  if (!process.env.CHAOS_JSON)
    console.log(`recorded in ${recordCampaign(result, settingOf(process.env, chatting, browsing), seconds)}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
