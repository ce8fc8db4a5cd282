/**
 * /data-export#<key>: where the mailed export link leads (docs/privacy.md). The key stays in this tab
 * (never in a URL a server sees) and "My data and account" of the visitor's layout downloads it with
 * the session, after signing in when needed.
 */
import { Navigate, useLocation } from 'react-router-dom';
import { desktopPaths, mobilePaths } from './app/paths';
import { currentTerminal } from './app/terminal';
import { rememberExportKey } from './features/memberData/exportKey';

export default function ExportLink() {
  const { hash } = useLocation();
  rememberExportKey(hash);
  return (
    <Navigate to={currentTerminal() === 'm' ? mobilePaths.setupMemberData : desktopPaths.userMemberData} replace />
  );
}
