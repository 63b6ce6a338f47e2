/**
 * The floor page's entry: what every page of the site runs before any of its own code, and nothing more. Like the
 * shell's entry, it starts behind an async boundary (the federation runtime negotiates the shared libraries first),
 * then evaluates the libraries a signed-out visitor's page needs to become interactive.
 */
void import(/* webpackChunkName: "libraries" */ './libraries');
