import { checkPublicHost, isPrivateAddress } from './address-guard.js';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
    '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'ff02::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a00:1', 'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '203.0.113.9', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('checkPublicHost', () => {
  it('refuses names and literals that resolve to loopback', async () => {
    expect(await checkPublicHost(new URL('http://localhost/'))).toMatch(/^refused private address/);
    expect(await checkPublicHost(new URL('http://[::1]:8080/'))).toBe('refused private address ::1 for host ::1');
  });

  it('allows a public literal address without resolving it', async () => {
    expect(await checkPublicHost(new URL('https://8.8.8.8/feed'))).toBeNull();
  });
});
