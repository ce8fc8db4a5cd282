// The bench's anchors, one process each: `hello` is bare Koa answering a constant, `userlist` is Koa +
// pg issuing the user service's member-list SQL (page 1) — what the chain would cost with no gRPC hops.
import Koa from 'koa';
import pg from 'pg';

const [mode, port, databaseUrl] = process.argv.slice(2);
const app = new Koa();

if (mode === 'hello') {
  app.use((ctx) => {
    ctx.body = { status: 200, msg: 'ok', data: 'hello' };
  });
} else {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  app.use(async (ctx) => {
    const { rows } = await pool.query(
      `SELECT id, username, sex, birthday, country, signature, avatar, last_login_at FROM user_svc.accounts
       WHERE status = 1 AND role = 'member' AND id <> $1
       ORDER BY last_login_at DESC NULLS LAST, id DESC LIMIT 12 OFFSET 0`,
      [3],
    );
    ctx.body = { status: 200, msg: 'ok', data: { data: rows, current_page: 1 } };
  });
}

app.listen(Number(port), '127.0.0.1', () => console.log(`READY ${port}`));
