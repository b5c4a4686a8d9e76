// Resolve the remotes manifest first, then bootstrap (the async boundary lets the
// federation runtime negotiate the shared singletons before React loads).
import { loadRemotesManifest } from './app/remotes';

loadRemotesManifest().finally(() => import('./bootstrap'));
