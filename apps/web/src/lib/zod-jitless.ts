import { config } from 'zod';

/*
 * The app's Content-Security-Policy allows no eval. zod's compiled parsers would try
 * `new Function` once to find out whether they may, and the browser reports that try as a policy
 * violation (Chrome's Issues panel, Lighthouse's best practices). Its interpreted parsers are
 * used from the start instead. The server keeps the compiled ones.
 */
config({ jitless: true });
