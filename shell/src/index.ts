// An async boundary before any shared module is used, so federation can pick the shared singletons first.
import('./bootstrap');
