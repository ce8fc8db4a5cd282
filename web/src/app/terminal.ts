/** Which layout suits the visitor's device: the mobile one (/m) or the desktop one (/w). */
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini|Windows Phone/i;
export const MOBILE_MAX_WIDTH = 768;

export type Terminal = 'm' | 'w';

export function detectTerminal(userAgent: string, viewportWidth: number): Terminal {
  return MOBILE_AGENT.test(userAgent) || viewportWidth < MOBILE_MAX_WIDTH ? 'm' : 'w';
}

export function currentTerminal(): Terminal {
  return detectTerminal(window.navigator.userAgent, window.innerWidth);
}
