/**
 * The page's first script, its own chunk before the app's (early-script.ts puts it in
 * index.html): starts the dashboard's or a lesson page's data request at once.
 */
import { startEarlyPage } from './lib/early-page';

startEarlyPage();
