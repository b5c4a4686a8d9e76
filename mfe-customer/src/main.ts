// Async boundary: the federation runtime negotiates shared singletons before React loads.
void import('./bootstrap');
