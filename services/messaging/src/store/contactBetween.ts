/** SQL: members `a` and `b` (SQL expressions) have mailed, either way. */
export function mailedBetween(schema: string, a: string, b: string): string {
  return `(EXISTS (SELECT 1 FROM ${schema}.mails WHERE recipient_id = ${b} AND sender_id = ${a})
          OR EXISTS (SELECT 1 FROM ${schema}.mails WHERE recipient_id = ${a} AND sender_id = ${b}))`;
}

/** SQL: members `a` and `b` (bind parameters) have a chat thread, or a mail either way. */
export function talking(schema: string, a: string, b: string): string {
  return `(EXISTS (SELECT 1 FROM ${schema}.threads
            WHERE low_id = least(${a}::bigint, ${b}::bigint) AND high_id = greatest(${a}::bigint, ${b}::bigint))
          OR ${mailedBetween(schema, `${a}::bigint`, `${b}::bigint`)})`;
}
