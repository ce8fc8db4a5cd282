import Router from '@koa/router';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import { RefusedError } from '@kindred/kit';
import type { Clients } from './clients';
import type { EdgeConfig } from './config';

type Language = 'en' | 'zh-Hans' | 'zh-Hant';
type Kind = 'confirm' | 'revert';

const TEXTS: Record<Language, Record<Kind, { ask: string; button: string; done: string }> & { invalid: string }> = {
  en: {
    confirm: {
      ask: 'Use this address for your Kindred account?',
      button: 'Confirm my new address',
      done: 'Your new address is saved.',
    },
    revert: {
      ask: 'Put your old address back and sign out every session of your account?',
      button: "This wasn't me: undo the change",
      done: 'Your address is back and every session is signed out. Choose a new password with "Forgot password".',
    },
    invalid: 'This link is not valid any more.',
  },
  'zh-Hans': {
    confirm: { ask: '将此地址用于您的 Kindred 账户？', button: '确认新地址', done: '新地址已保存。' },
    revert: {
      ask: '恢复原来的地址并退出账户的所有会话？',
      button: '不是我本人：撤销更改',
      done: '原地址已恢复，所有会话均已退出。请通过“忘记密码”设置新密码。',
    },
    invalid: '此链接已失效。',
  },
  'zh-Hant': {
    confirm: { ask: '將此地址用於您的 Kindred 帳戶？', button: '確認新地址', done: '新地址已儲存。' },
    revert: {
      ask: '恢復原來的地址並登出帳戶的所有工作階段？',
      button: '不是我本人：撤銷變更',
      done: '原地址已恢復，所有工作階段均已登出。請透過「忘記密碼」設定新密碼。',
    },
    invalid: '此連結已失效。',
  },
};

const CODE = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The links of the email-change mails (docs/privacy.md, "Step-up"): the new address's confirmation
 * and the old address's "this wasn't me". A GET shows a page whose button POSTs the code (mail
 * scanners fetch links; a GET changes nothing). Under /member so that the Ingress sends it here.
 */
export function createEmailChangeRouter(clients: Clients, config: EdgeConfig): Router {
  const router = new Router();
  const body = koaBody({ formLimit: '2kb', jsonLimit: '2kb', textLimit: '2kb' });
  for (const kind of ['confirm', 'revert'] as const) {
    const path = `/member/account/email/${kind}`;
    router.get(path, (ctx) => {
      const texts = TEXTS[languageOf(ctx)];
      const code = typeof ctx.query.code === 'string' ? ctx.query.code : '';
      if (!CODE.test(code)) return page(ctx, 400, `<p>${texts.invalid}</p>`);
      page(
        ctx,
        200,
        `<p>${texts[kind].ask}</p><form method="post" action="${path}"><input type="hidden" name="code" value="${code}"><button type="submit">${texts[kind].button}</button></form>`,
      );
    });
    router.post(path, body, async (ctx) => {
      const texts = TEXTS[languageOf(ctx)];
      const code = String((ctx.request.body as Record<string, unknown> | undefined)?.code ?? '');
      if (!CODE.test(code)) return page(ctx, 400, `<p>${texts.invalid}</p>`);
      try {
        const call = kind === 'confirm' ? 'ConfirmEmailChange' : 'RevertEmailChange';
        await clients.accountSecurity[call]({ code, site_url: config.SITE_URL });
      } catch (err) {
        if (!(err instanceof RefusedError)) throw err;
        return page(ctx, 400, `<p>${texts.invalid}</p>`);
      }
      page(ctx, 200, `<p>${texts[kind].done}</p>`);
    });
  }
  return router;
}

function languageOf(ctx: Context): Language {
  const wanted = ctx.acceptsLanguages('en', 'zh-Hant', 'zh-TW', 'zh-HK', 'zh-Hans', 'zh-CN', 'zh');
  if (wanted === 'zh-Hant' || wanted === 'zh-TW' || wanted === 'zh-HK') return 'zh-Hant';
  if (wanted === 'zh-Hans' || wanted === 'zh-CN' || wanted === 'zh') return 'zh-Hans';
  return 'en';
}

function page(ctx: Context, status: number, body: string) {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', "default-src 'none'; form-action 'self'");
  ctx.body = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Kindred</title></head><body>${body}</body></html>`;
}
