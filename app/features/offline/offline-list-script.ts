import { ENTRY_KEY, READING_LIST_PATH, SAVED_PREFIX } from "#app/lib/offline.ts";

/**
 * The "You're offline" page's one script (it is served without the app's scripts, at whatever URL
 * failed): lists the saved articles from Cache Storage, newest first, and makes "Try again"
 * reload the page. A constant, so its CSP hash is computed once from this exact text
 * (server/guards/security-headers.ts), as the theme script's.
 */
export const OFFLINE_LIST_SCRIPT = `(async()=>{
document.getElementById("offline-retry")?.addEventListener("click",()=>location.reload());
const list=document.getElementById("offline-saved");
if(!list||typeof caches==="undefined")return;
const entries=[];
for(const name of await caches.keys()){
if(!name.startsWith(${JSON.stringify(SAVED_PREFIX)})||name===${JSON.stringify(SAVED_PREFIX + READING_LIST_PATH)})continue;
const hit=await caches.match(${JSON.stringify(ENTRY_KEY)},{cacheName:name});
if(hit)entries.push(await hit.json());
}
entries.sort((a,b)=>b.savedAt-a.savedAt);
const template=document.getElementById("offline-saved-item");
for(const entry of entries){
const item=template.content.firstElementChild.cloneNode(true);
item.querySelector("a").href=entry.path;
item.querySelector("[data-title]").textContent=entry.title;
const image=item.querySelector("img");
if(entry.image)image.src=entry.image;else image.remove();
list.append(item);
}
document.getElementById("offline-saved-count").textContent=entries.length===1?"1 article saved on this device":entries.length+" articles saved on this device";
document.getElementById("offline-saved-none").hidden=entries.length>0;
})();`;
