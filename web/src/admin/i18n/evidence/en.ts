/** English texts of a report's evidence in the console (docs/safety.md), under `evidence`. */
export const evidenceEn = {
  column: 'Evidence',
  none: '—',
  view: 'Read {{count}} attached message(s)',
  heading: 'Messages attached by the reporter',
  audited:
    'Staff never browse members’ messages. The reporter attached these by reporting them; opening them is recorded in the audit log (report.evidence_viewed).',
  kindchat: 'Chat',
  kindmail: 'Mail',
  flagged: 'Flagged by the wording check',
  sent: 'Sent',
  close: 'Close',
  auditException: 'Audited exception: a reported message was read',
};
