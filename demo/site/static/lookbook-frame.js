// The lookbook frame's own script (a classic script: no inline code, so a strict CSP holds). Each
// button asks the embedding store to add its product, through dropcart's frame helper, and the frame
// follows the store's cart (its `cart-change` events) to show how many items it holds.
(() => {
  const status = document.getElementById('lookbook-status');
  const cartLine = document.getElementById('lookbook-cart');
  const say = (text) => {
    status.textContent = text;
  };
  const items = (count) => `${count} ${count === 1 ? 'item' : 'items'}`;
  const showCart = (cart) => {
    cartLine.textContent = `Your cart in the store: ${items(cart.count)}`;
  };
  const hostOrigin = document.querySelector('meta[name="dropcart-host-origin"]')?.content;
  if (!window.DropcartFrame || !hostOrigin) {
    say('The store could not be reached from this lookbook.');
    return;
  }
  // A store that does not answer (it does not allow this origin) is told apart within 5 s.
  const cart = window.DropcartFrame.connect({ hostOrigin, timeoutMs: 5000 });
  cart.call('getCart').then(showCart, () => undefined);
  cart.on('cart-change', (detail) => showCart(detail.cart)).catch(() => undefined);

  document.addEventListener('click', async (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-lookbook-add]') : null;
    if (!button) return;
    button.setAttribute('aria-busy', 'true');
    try {
      const result = await cart.call('add', { productId: button.dataset.lookbookAdd, quantity: 1 });
      say(`${button.dataset.name} is in your cart (${items(result.count)}).`);
    } catch (error) {
      say(`${button.dataset.name} could not be added: ${error.message}`);
    } finally {
      button.removeAttribute('aria-busy');
    }
  });
})();
