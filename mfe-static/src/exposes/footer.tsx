// `./Footer`: a widget, not a page: the shell's site frame renders it under every public page.
export { SiteFooter as default } from '../features/footer/components/site-footer';
