import { z } from 'zod';
import type { Route } from './route';

const envelope = {
  type: 'object',
  required: ['status', 'msg', 'data'],
  properties: {
    status: {
      type: 'integer',
      description:
        '200 success; negative codes per call (docs/product.md section 8) and -401/-403/-404/-422/-428/-429/-500/-503',
    },
    msg: { type: 'string', description: 'i18n key, e.g. error.username_taken' },
    data: {},
  },
};

/** OpenAPI 3.1 document of every mounted route, built from the routes' own input schemas. */
export function buildOpenApi(routes: Route[], serverUrl: string): object {
  const paths: Record<string, object> = {};
  for (const route of routes) {
    const schema = z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any' });
    const formSchema = route.files?.length
      ? {
          ...schema,
          properties: {
            ...(schema.properties ?? {}),
            ...Object.fromEntries(route.files.map((f) => [f, { type: 'string', format: 'binary' }])),
          },
        }
      : schema;
    paths[route.path] = {
      post: {
        summary: route.summary,
        operationId: route.path.replace(/^\/member\//, '').replace(/\//g, '_'),
        security: route.access === 'public' ? [] : [{ token: [] }, { session: [] }],
        'x-kindred-access': route.access,
        ...('authority' in route && route.authority ? { 'x-kindred-authority': route.authority } : {}),
        ...(route.codes ? { 'x-kindred-codes': route.codes } : {}),
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': { schema },
            'application/json': { schema },
            'multipart/form-data': { schema: formSchema },
          },
        },
        responses: { '200': { description: 'Envelope', content: { 'application/json': { schema: envelope } } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kindred member API',
      version: '1.0.0',
      description:
        'POST /member/* with a token field or Bearer header; the web app instead sends its HttpOnly session cookie ' +
        'with the header X-Kindred-Session: member (or staff), without which the cookie does not count.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        token: { type: 'http', scheme: 'bearer' },
        session: { type: 'apiKey', in: 'cookie', name: 'kindred_session' },
      },
    },
    paths,
  };
}
