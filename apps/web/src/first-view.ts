// Second entry of index.html (async): the first view's API request and image preload, started
// before the app's bundle has arrived. See lib/first-view.ts.
import { startFirstView } from '@/lib/first-view';

startFirstView(window);
