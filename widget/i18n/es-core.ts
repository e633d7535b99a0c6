import type { CoreCatalog } from './en.ts';

// Spanish with "tú", as the large Spanish shops (Zara, El Corte Inglés, Amazon.es) write to their customers.
export const core: CoreCatalog = {
  'announce.added': '{name} añadido a la cesta',
  'announce.updated': 'Cesta actualizada',
  'announce.removed': '{name} eliminado de la cesta',
  'add.dropped': 'No se ha podido añadir {name}: la tienda no lo vende en este momento.',
  'add.soldOut': '{name} está agotado y no se ha añadido.',
  'add.limited':
    '{count, plural, one {Solo puedes comprar # unidad de {name} en este momento.} many {Solo puedes comprar # de unidades de {name} en este momento.} other {Solo puedes comprar # unidades de {name} en este momento.}}',
  'error.unsafeUrl': 'La tienda ha enviado una dirección que no es segura, así que sigues en esta página.',
  'error.network': 'No se ha podido conectar con la tienda. Inténtalo de nuevo.',
  'error.generic': 'Algo ha salido mal: {reason}',
  'error.rolledBack': 'No se ha podido guardar tu cambio: {reason}',
  'error.outcomeUnknown':
    'No hemos podido confirmar tu cambio, así que la cesta muestra ahora lo que tiene la tienda.',
  'reason.unknown': 'La tienda no ha podido hacerlo en este momento. Inténtalo de nuevo.',
  'reason.storeFailed': 'La tienda ha tenido un problema. Inténtalo de nuevo en un momento.',
  'reason.tooMany': 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  'reason.sessionEnded': 'Tu sesión ha finalizado. Vuelve a cargar la página e inténtalo de nuevo.',
  'reason.cartGone': 'Tu cesta ya no está disponible. Vuelve a cargar la página.',
  'reason.signInNotFromHere': 'Este inicio de sesión no se empezó en esta página. Vuelve a iniciar sesión.',
  'reason.signInRefused': 'La página de inicio de sesión no te ha identificado. Inténtalo de nuevo.',
  'reason.signInTimeout': 'El inicio de sesión ha tardado demasiado. Inténtalo de nuevo.',
  'network.retrying': 'La tienda tarda en responder. Volviendo a intentarlo…',
  'error.itemUnavailable': 'Este artículo no está disponible en este momento.',
  'error.unavailable': 'No está disponible en este momento.',
  'error.dismiss': 'Cerrar',
  'line.adding': 'Añadiendo…',
  'options.soldOut': 'Agotado',
  'refusal.onlyLeft':
    '{count, plural, one {Solo queda # unidad de {name}.} many {Solo quedan # de unidades de {name}.} other {Solo quedan # unidades de {name}.}}',
  'refusal.soldOut': '{name} está agotado.',
  'refusal.notSold': 'Este artículo ya no se vende: {name}.',
  'refusal.cartFull': 'Tu cesta está llena: elimina un artículo para añadir otro.',
  'refusal.alreadyOrdered': 'Esta cesta ya se ha pedido: se ha abierto una cesta nueva.',
  'refusal.notEnough': 'No hay suficiente stock de este artículo.',
  'refusal.notSoldShort': 'Este artículo ya no se vende.',
  'toast.added': 'Añadido: {name}',
  'toast.viewCart': 'Ver carrito',
};
