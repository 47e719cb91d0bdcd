import base from './playwright.config';
// local run of one spec that starts its own server: no shared server, no first-sign-in dependency
export default { ...base, webServer: undefined, projects: base.projects?.filter((p) => p.name === 'chromium').map((p) => ({ ...p, dependencies: [] })) };
