import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '@kindred/kit';

/**
 * Where the first start puts the staff passwords it had to generate (no ADMIN_PASSWORD /
 * SERVICE_PASSWORD): a file only the process owner can read (0600). The log says where, never
 * what. In Kubernetes the chart supplies both passwords through its Secret instead.
 */
export function staffPasswordFile(file: string, logger: Logger) {
  return (username: string, password: string): void => {
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      fs.appendFileSync(file, `${username} ${password}\n`, { mode: 0o600 });
      fs.chmodSync(file, 0o600);
    } catch (err) {
      // Without the file the account would be unreachable: stop, and say how to choose the password.
      throw new Error(
        `cannot write the generated password of staff account "${username}" to ${file} ` +
          `(${(err as Error).message}): set ADMIN_PASSWORD and SERVICE_PASSWORD, or STAFF_PASSWORDS_FILE`,
        { cause: err },
      );
    }
    logger.warn(
      { account: username, file },
      'generated a password for a staff account: read it in the file (owner-only), or set ADMIN_PASSWORD / SERVICE_PASSWORD',
    );
  };
}
