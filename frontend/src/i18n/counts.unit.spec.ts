import i18n from '.';

const NO_BREAK_SPACE = '\u00a0';

describe('counts in the interface', () => {
  const lt = i18n.getFixedT('lt');
  const en = i18n.getFixedT('en');

  it.each([
    [1, '1 bilietas', '1 ticket'],
    [2, '2 bilietai', '2 tickets'],
    [10, '10 bilietų', '10 tickets'],
    [21, '21 bilietas', '21 tickets'],
  ])('agree a ticket count of %i with its noun in both languages', (count, lithuanian, english) => {
    expect(lt('checkout.order.ticketsCount', { count })).toBe(lithuanian);
    expect(en('checkout.order.ticketsCount', { count })).toBe(english);
    expect(lt('adminOrders.list.ticketsCount', { count })).toBe(lithuanian);
    expect(lt('adminRefunds.bulk.ticketsCount', { count })).toBe(lithuanian);
  });

  it.each([
    [1, '1 užsakymas', '1 order'],
    [2, '2 užsakymai', '2 orders'],
    [10, '10 užsakymų', '10 orders'],
    [21, '21 užsakymas', '21 orders'],
  ])('agree an order count of %i with its noun in both languages', (count, lithuanian, english) => {
    expect(lt('adminRefunds.requests.ordersCount', { count })).toBe(lithuanian);
    expect(en('adminRefunds.requests.ordersCount', { count })).toBe(english);
  });

  it('put the noun in the case the sentence needs', () => {
    expect(lt('adminRefunds.approve.explain', { count: 1, amount: '5,00 €' })).toMatch(
      /^Bus grąžinta 5,00 € už 1 užsakymą\./,
    );
    expect(lt('adminRefunds.approve.explain', { count: 2, amount: '5,00 €' })).toMatch(/už 2 užsakymus\./);
    expect(lt('adminOrders.bulk.confirm', { count: 1 })).toBe('Ar tikrai norite grąžinti 1 užsakymo mokestį?');
    expect(lt('adminOrders.bulk.confirm', { count: 10 })).toBe('Ar tikrai norite grąžinti 10 užsakymų mokestį?');
    expect(en('adminOrders.bulk.confirm', { count: 1 })).toBe('Are you sure you want to refund 1 order?');
  });

  it('group thousands as each language writes them', () => {
    expect(lt('eventDetail.remaining', { amount: 2000 })).toBe(`Liko: 2${NO_BREAK_SPACE}000`);
    expect(en('eventDetail.remaining', { amount: 2000 })).toBe('2,000 left');
    expect(lt('checkout.order.ticketsCount', { count: 2000 })).toBe(`2${NO_BREAK_SPACE}000 bilietų`);
    expect(en('checkout.order.ticketsCount', { count: 1500 })).toBe('1,500 tickets');
  });
});
