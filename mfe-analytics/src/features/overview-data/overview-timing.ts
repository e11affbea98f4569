/** The loading indicator shown first on entering an overview (spec doc 3 §9). */
export const INTRO_MS = 3000;
/** PDF export is offered this long after the top authors arrived (spec doc 3 §2, §9). */
export const AUTHORS_READY_DELAY_MS = 500;
