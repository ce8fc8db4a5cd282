import { warmUpSpans, type WarmUp } from '@kindred/kit';
import { createChatTracing } from './chatTracing';

/** Sampled sends a warm-up round makes (each ends two spans), and the sends it tries at most for them. */
const SAMPLED = 1000;
const TRIED = 200_000;

/**
 * Runs the node's own send tracing (`chat send` through messaging's answer and Redis's, and the
 * receiving side's `chat deliver`) on throwaway spans at start, through kit's `warmUpSpans`: the
 * sampled 1% then costs what it does on a node that has run for minutes. The sends are drawn by the
 * process's sampler as real ones are, so at ratio 0 nothing is made.
 */
export function warmUpChatTracing(): WarmUp | undefined {
  return warmUpSpans((tracer) => {
    const warm = createChatTracing(tracer);
    let ended = 0;
    for (let tried = 0; tried < TRIED && ended < 2 * SAMPLED; tried++) {
      // No member has id -1: a warm-up span would stand out wherever it ended up.
      const spans = warm.startSend(-1, -1);
      if (!spans) continue;
      warm.answered(spans, 'stored');
      warm.published(() => undefined)(null);
      warm.delivered(spans.traceparent, 1);
      ended += 2;
    }
    return ended;
  });
}
