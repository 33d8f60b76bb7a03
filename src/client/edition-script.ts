/**
 * The whole JavaScript of the edition choice, inlined in the `<head>` of rule pages so that the
 * stored choice applies before the first paint (no flash of the other edition's blocks). It is
 * kept by hand this small (a test holds it under a byte budget) because a rule page has a small
 * budget of JavaScript before interaction (docs/figures.md). It:
 * 1. takes `?edicion=n4|c1|todas` from the address (a forum link) and stores it, or else reads
 *    the stored choice (localStorage, key `edicion`; storage may throw in private modes);
 * 2. sets `<html data-edicion="…">`: the CSS hides the other edition's blocks and shows the
 *    choice and its notes (without JavaScript the attribute is absent: every block shows);
 * 3. keeps `aria-pressed` of the choice's buttons in step, now and once the
 *    body is parsed, and on a click on one of them sets the choice, stores it and writes it
 *    into the address (so reloading or copying the link keeps it).
 * Unknown values mean "todas", like `parseEditionChoice` in `edition.ts`.
 */
export const EDITION_STORAGE_KEY = 'edicion';

export const EDITION_SCRIPT = `(()=>{let d=document,h=d.documentElement,k="${EDITION_STORAGE_KEY}",\
N=v=>v=="n4"||v=="c1"?v:"todas",\
S=v=>{try{v?localStorage.setItem(k,v):v=localStorage.getItem(k)}catch(e){}return v},\
A=v=>{h.dataset[k]=v=N(v);for(let b of d.querySelectorAll("[aria-pressed][data-edicion-set]"))b.setAttribute("aria-pressed",b.dataset.edicionSet==v)},\
q=new URLSearchParams(location.search).get(k);\
A(S(q&&N(q)));\
d.addEventListener("DOMContentLoaded",()=>A(h.dataset[k]));\
d.addEventListener("click",e=>{let b=e.target.closest?.("[data-edicion-set]");if(b){let v=N(b.dataset.edicionSet),u=new URL(location.href);u.searchParams.set(k,v);history.replaceState(history.state,"",u);A(S(v))}})})()`;
