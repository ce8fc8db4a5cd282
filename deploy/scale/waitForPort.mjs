import net from 'node:net';

/** Resolves once `port` accepts connections on loopback; rejects when `child` exits or time is up. */
export function waitForPort(port, child, timeoutMs = 60_000) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`exited with code ${child.exitCode}`));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) reject(new Error(`port ${port} did not open`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}
