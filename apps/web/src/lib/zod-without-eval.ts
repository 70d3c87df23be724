import { config } from 'zod/mini';

// zod 4 compiles object parsers with `new Function` when it may; the Content-Security-Policy allows no
// 'unsafe-eval', so even its probe for eval would be a violation. The interpreted parsers give the same
// answers. Imported first by every bundle that parses with zod (the public pages' readers, the back-office,
// the api client); zod and zod/mini share this setting.
config({ jitless: true });
