import type { CoreCatalog } from './en.ts';

// Polish as Polish shops (Allegro, empik) write: "Ty" in the imperative ("Dodaj", "Twój koszyk") and
// impersonal past forms ("Dodano …"), which also spare a product name a grammatical gender.
export const core: CoreCatalog = {
  'announce.added': 'Dodano {name} do koszyka',
  'announce.updated': 'Koszyk zaktualizowany',
  'announce.removed': 'Usunięto {name} z koszyka',
  'add.dropped': 'Nie udało się dodać {name}: sklep obecnie tego nie sprzedaje.',
  'add.soldOut': 'Produkt {name} jest wyprzedany i nie został dodany.',
  'add.limited':
    '{count, plural, one {Obecnie możesz kupić tylko # sztukę produktu {name}.} few {Obecnie możesz kupić tylko # sztuki produktu {name}.} many {Obecnie możesz kupić tylko # sztuk produktu {name}.} other {Obecnie możesz kupić tylko # sztuki produktu {name}.}}',
  'error.unsafeUrl':
    'Sklep przesłał adres, którego otwarcie nie jest bezpieczne, więc zostajesz na tej stronie.',
  'error.network': 'Nie udało się połączyć ze sklepem. Spróbuj ponownie.',
  'error.generic': 'Coś poszło nie tak: {reason}',
  'error.rolledBack': 'Nie udało się zapisać zmiany: {reason}',
  'error.outcomeUnknown':
    'Nie udało się potwierdzić zmiany, więc koszyk pokazuje teraz stan zapisany w sklepie.',
  'reason.unknown': 'Sklep nie mógł teraz tego zrobić. Spróbuj ponownie.',
  'reason.storeFailed': 'W sklepie wystąpił problem. Spróbuj ponownie za chwilę.',
  'reason.tooMany': 'Zbyt wiele prób. Poczekaj chwilę i spróbuj ponownie.',
  'reason.sessionEnded': 'Twoja sesja wygasła. Odśwież stronę i spróbuj ponownie.',
  'reason.cartGone': 'Twój koszyk nie jest już dostępny. Odśwież stronę.',
  'reason.signInNotFromHere': 'To logowanie nie zostało rozpoczęte na tej stronie. Zaloguj się ponownie.',
  'reason.signInRefused': 'Strona logowania nie zalogowała Cię. Spróbuj ponownie.',
  'reason.signInTimeout': 'Logowanie trwało zbyt długo. Spróbuj ponownie.',
  'network.retrying': 'Sklep długo nie odpowiada. Próbujemy ponownie…',
  'error.itemUnavailable': 'Ten produkt jest obecnie niedostępny.',
  'error.unavailable': 'To jest obecnie niedostępne.',
  'error.dismiss': 'Zamknij',
  'line.adding': 'Dodawanie…',
  'options.soldOut': 'Wyprzedane',
  'refusal.onlyLeft':
    '{count, plural, one {Produktu {name} została tylko # sztuka.} few {Produktu {name} zostały tylko # sztuki.} many {Produktu {name} zostało tylko # sztuk.} other {Produktu {name} zostało tylko # sztuki.}}',
  'refusal.soldOut': 'Produkt {name} jest wyprzedany.',
  'refusal.notSold': 'Ten produkt nie jest już sprzedawany: {name}.',
  'refusal.cartFull': 'Twój koszyk jest pełny: usuń produkt, aby dodać inny.',
  'refusal.alreadyOrdered': 'Ten koszyk został już zamówiony: utworzono nowy koszyk.',
  'refusal.notEnough': 'Brak wystarczającej liczby sztuk tego produktu w magazynie.',
  'refusal.notSoldShort': 'Ten produkt nie jest już sprzedawany.',
  'toast.added': 'Dodano: {name}',
  'toast.viewCart': 'Zobacz koszyk',
};
