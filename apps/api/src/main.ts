import { loadAppConfig } from '@farebox/platform';
import { createApiApp } from './bootstrap.js';

const app = await createApiApp();
const { port } = loadAppConfig();
await app.listen(port);
