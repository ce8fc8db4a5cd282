# The restore drill of `helm test` (templates/tests/backup-restore.yaml) and of
# deploy/k8s/test/backup.test.ts: restores DUMP_FILE (a pg_dump --format=custom of the whole
# database) into a scratch database beside DATABASE_URL's, then checks that every table the dump
# holds rows for came back with exactly that many rows, and that the accounts Kindred cannot run
# without (admin 1, customer service 2) are there. The scratch database is dropped afterwards.
set -eu
scratch="kindred_restore_check_$(date -u +%Y%m%d%H%M%S)"
# Same server and credentials, other database: the path of the URL is the database name.
scratch_url="$(printf '%s' "$DATABASE_URL" | sed -E "s#^([a-z]+://[^/]+)/[^?]*#\1/${scratch}#")"
psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -qc "CREATE DATABASE ${scratch}"
trap 'psql "$DATABASE_URL" -qc "DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)" >/dev/null' EXIT
pg_restore --no-owner --no-privileges --exit-on-error --dbname "$scratch_url" "$DUMP_FILE"

# Rows per table in the dump itself: one line per row between `COPY <table> …` and `\.`.
expected="$(pg_restore --data-only --file - "$DUMP_FILE" |
  awk '/^COPY /{ table = $2; rows[table] = 0; copying = 1; next }
       /^\\\.$/{ copying = 0; next }
       copying { rows[table]++ }
       END { for (t in rows) print t, rows[t] }' | sort)"
test -n "$expected" || { echo "restore check: the dump holds no table data" >&2; exit 1; }

# One query counts every table: `<table> <rows>` lines, sorted as the dump's are.
query="$(printf '%s\n' "$expected" |
  awk -v q="'" '{ printf "%sSELECT %s%s%s, count(*) FROM %s", (NR > 1 ? " UNION ALL " : ""), q, $1, q, $1 }')"
restored="$(psql "$scratch_url" -v ON_ERROR_STOP=1 -At -F ' ' -c "$query" | sort)"
tables="$(printf '%s\n' "$expected" | wc -l | tr -d ' ')"
failed=0
if [ "$restored" != "$expected" ]; then
  echo "restore check: rows differ from the dump (table, dump, restored):" >&2
  printf '%s\n' "$expected" | while read -r table rows; do
    got="$(printf '%s\n' "$restored" | awk -v t="$table" '$1 == t { print $2 }')"
    [ "$got" = "$rows" ] || echo "  ${table} ${rows} ${got:-none}" >&2
  done
  failed=1
fi

staff="$(psql "$scratch_url" -v ON_ERROR_STOP=1 -Atc "SELECT count(*) FROM user_svc.accounts WHERE id IN (1, 2)")"
if [ "$staff" != 2 ]; then
  echo "restore check: accounts 1 and 2 are missing from user_svc.accounts" >&2
  failed=1
fi
test "$failed" = 0
echo "restore check: ${tables} tables restored with the dump's row counts into ${scratch}"
