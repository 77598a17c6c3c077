import type { HLJSApi, Language } from 'highlight.js';

const IPV4 = String.raw`(?:\d{1,3}\.){3}\d{1,3}(?:\/\d{1,2})?`;
const H = '[0-9A-Fa-f]{1,4}';
/** Full (eight groups) or compressed (`::`) forms, with an optional prefix length: not times like 00:01:23. */
const IPV6 = `(?:(?:${H}:){7}${H}|(?:${H}:){1,6}:(?:${H}(?::${H}){0,5})?|::(?:${H}(?::${H}){0,6})?)(?:\\/\\d{1,3})?`;
const INTERFACE =
  String.raw`(?:GigabitEthernet|FastEthernet|TenGigabitEthernet|Ethernet|Serial|Loopback|Vlan|Port-channel|Tunnel|Dialer|Gi|Fa|Te|Eth|Se|Lo|Po|Tu)` +
  String.raw`\s?\d+(?:\/\d+)*(?:\.\d+)?`;

/**
 * Cisco IOS command line and configurations, as students see them in this class: prompts
 * (`Router>`, `Switch(config-if)#`), `!` comment lines, commands, interface names, IPv4 and
 * IPv6 addresses, masks and prefixes. Aliases: `ios`, `cisco`.
 */
export function ciscoIos(hljs: HLJSApi): Language {
  return {
    name: 'Cisco IOS',
    aliases: ['ios', 'cisco'],
    case_insensitive: true,
    keywords: {
      $pattern: /[a-z][\w-]*/,
      keyword: [
        'interface', 'ip', 'ipv6', 'address', 'hostname', 'enable', 'secret', 'password', 'line', 'console', 'vty', 'login',
        'local', 'router', 'ospf', 'eigrp', 'rip', 'bgp', 'network', 'area', 'shutdown', 'no', 'switchport', 'mode', 'access',
        'trunk', 'vlan', 'name', 'description', 'service', 'password-encryption', 'banner', 'motd', 'access-list', 'access-group',
        'nat', 'inside', 'outside', 'dhcp', 'pool', 'default-router', 'dns-server', 'excluded-address', 'spanning-tree',
        'portfast', 'encapsulation', 'dot1q', 'native', 'allowed', 'clock', 'rate', 'route', 'transport', 'input', 'ssh',
        'telnet', 'crypto', 'key', 'generate', 'rsa', 'domain-name', 'username', 'privilege', 'standby', 'version',
        'passive-interface', 'default-information', 'originate', 'redistribute', 'unicast-routing', 'duplex', 'speed',
        'helper-address', 'router-id', 'auto-summary', 'channel-group', 'port-security', 'maximum', 'violation', 'sticky',
      ],
      built_in: ['show', 'configure', 'terminal', 'exit', 'end', 'write', 'memory', 'copy', 'running-config', 'startup-config', 'ping', 'traceroute', 'debug', 'reload', 'disable'],
      literal: ['permit', 'deny', 'any', 'host', 'auto', 'full', 'half', 'up', 'down', 'administratively'],
    },
    contains: [
      { scope: 'meta.prompt', match: /^[A-Za-z][\w.-]*(?:\([\w-]+\))?[>#]/ },
      { scope: 'comment', match: /^\s*!.*$/ },
      hljs.QUOTE_STRING_MODE,
      { scope: 'string', match: /(?<=\bdescription )\S.*$/ },
      { scope: 'variable', match: new RegExp(`\\b${INTERFACE}\\b`) },
      { scope: 'number', match: new RegExp(`(?<![\\w.:])${IPV6}(?![\\w:])`) },
      { scope: 'number', match: new RegExp(`\\b${IPV4}\\b`) },
    ],
  };
}
