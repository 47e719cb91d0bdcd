import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { createTestApp } from './harness';

it('dumps', async () => {
  const ctx = await createTestApp();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  writeFileSync(process.env.H3_OUT ?? '/tmp/h3-openapi.json', JSON.stringify(res.json(), null, 1));
  writeFileSync((process.env.H3_OUT ?? '/tmp/h3-openapi.json') + '.routes', ctx.app.printRoutes({ commonPrefix: false, includeMeta: ['config'] }));
  await ctx.close();
}, 120000);
