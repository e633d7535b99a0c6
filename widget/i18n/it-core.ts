import type { CoreCatalog } from './en.ts';

// Italian with "tu", as Italian online shops write to their customers.
export const core: CoreCatalog = {
  'announce.added': '{name} aggiunto al carrello',
  'announce.updated': 'Carrello aggiornato',
  'announce.removed': '{name} rimosso dal carrello',
  'add.dropped': 'Impossibile aggiungere {name}: il negozio non lo vende al momento.',
  'add.soldOut': '{name} è esaurito e non è stato aggiunto.',
  'add.limited':
    '{count, plural, one {Al momento puoi acquistare solo # pezzo di {name}.} many {Al momento puoi acquistare solo # di pezzi di {name}.} other {Al momento puoi acquistare solo # pezzi di {name}.}}',
  'error.unsafeUrl':
    'Il negozio ha inviato un indirizzo non sicuro da aprire, quindi resti su questa pagina.',
  'error.network': 'Impossibile raggiungere il negozio. Riprova.',
  'error.generic': 'Si è verificato un problema: {reason}',
  'error.rolledBack': 'Impossibile salvare la modifica: {reason}',
  'error.outcomeUnknown':
    'Non siamo riusciti a confermare la modifica, quindi il carrello ora mostra ciò che risulta al negozio.',
  'reason.unknown': 'Il negozio non è riuscito a farlo in questo momento. Riprova.',
  'reason.storeFailed': 'Il negozio ha riscontrato un problema. Riprova tra un momento.',
  'reason.tooMany': 'Troppi tentativi. Attendi un momento e riprova.',
  'reason.sessionEnded': 'La tua sessione è terminata. Ricarica la pagina e riprova.',
  'reason.cartGone': 'Il tuo carrello non è più disponibile. Ricarica la pagina.',
  'reason.signInNotFromHere': 'Questo accesso non è stato avviato da questa pagina. Accedi di nuovo.',
  'reason.signInRefused': 'La pagina di accesso non ti ha fatto accedere. Riprova.',
  'reason.signInTimeout': 'L’accesso ha richiesto troppo tempo. Riprova.',
  'network.retrying': 'Il negozio è lento a rispondere. Nuovo tentativo…',
  'error.itemUnavailable': 'Questo articolo non è disponibile al momento.',
  'error.unavailable': 'Non è disponibile al momento.',
  'error.dismiss': 'Chiudi',
  'line.adding': 'Aggiunta in corso…',
  'options.soldOut': 'Esaurito',
  'refusal.onlyLeft':
    '{count, plural, one {Di {name} resta solo # pezzo.} many {Di {name} restano solo # di pezzi.} other {Di {name} restano solo # pezzi.}}',
  'refusal.soldOut': '{name} è esaurito.',
  'refusal.notSold': 'Questo articolo non è più in vendita: {name}.',
  'refusal.cartFull': 'Il tuo carrello è pieno: rimuovi un articolo per aggiungerne un altro.',
  'refusal.alreadyOrdered': 'Questo carrello è già stato ordinato: ne è stato aperto uno nuovo.',
  'refusal.notEnough': 'Non ci sono abbastanza pezzi di questo articolo in magazzino.',
  'refusal.notSoldShort': 'Questo articolo non è più in vendita.',
  'toast.added': 'Aggiunto: {name}',
  'toast.viewCart': 'Vedi carrello',
};
