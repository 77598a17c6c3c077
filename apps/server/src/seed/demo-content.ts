import type { DbOrTx } from '../db/client.js';
import { createCourse, createLesson, createMaterial } from './factories.js';
import type { FileStorage } from '../storage/file-storage.js';
import { sampleDocx } from './samples/docx.js';
import { osiVideo } from './samples/osi-video.js';
import { samplePacketTracer } from './samples/packet-tracer.js';
import { samplePdf } from './samples/pdf.js';

type Sample = { title: string; fileName: string; bytes: () => Buffer };
interface DemoLesson {
  title: string;
  content: string;
  materials: Sample[];
}

const ROUTERS = [
  { name: 'R1', type: 'Router' },
  { name: 'R2', type: 'Router' },
  { name: 'PC0', type: 'Pc' },
  { name: 'PC1', type: 'Pc' },
];

const NETWORKING: DemoLesson[] = [
  {
    title: 'Mô hình OSI và TCP/IP',
    content:
      'Mô hình OSI chia việc truyền thông thành bảy tầng: Ứng dụng, Trình diễn, Phiên, Giao vận, Mạng, Liên kết dữ ' +
      'liệu và Vật lý. Mỗi tầng chỉ làm việc với tầng ngay trên và ngay dưới nó.\n\nKhi gửi, dữ liệu đi từ ' +
      'tầng 7 xuống tầng 1 và được đóng gói dần: segment ở tầng Giao vận, packet ở tầng Mạng, frame ở tầng Liên ' +
      'kết dữ liệu, bit ở tầng Vật lý. Bên nhận làm ngược lại.\n\nMô hình TCP/IP gộp thành bốn tầng: Ứng ' +
      'dụng, Giao vận, Internet và Truy nhập mạng. Đây là mô hình mà Internet thực sự dùng.',
    materials: [
      {
        title: 'Bài giảng: Mô hình OSI',
        fileName: 'Mô hình OSI.pdf',
        bytes: () =>
          samplePdf('Mô hình OSI - 7 tầng', [
            '7. Ứng dụng: HTTP, DNS, SMTP',
            '6. Trình diễn: mã hóa, nén dữ liệu',
            '5. Phiên: thiết lập và duy trì phiên',
            '4. Giao vận: TCP, UDP, cổng',
            '3. Mạng: địa chỉ IP, định tuyến',
            '2. Liên kết dữ liệu: địa chỉ MAC, switch',
            '1. Vật lý: cáp, tín hiệu, bit',
          ]),
      },
      { title: 'Video: đóng gói dữ liệu qua 7 tầng', fileName: 'Đóng gói dữ liệu OSI.mp4', bytes: osiVideo },
    ],
  },
  {
    title: 'Địa chỉ IPv4 và chia mạng con',
    content:
      'Địa chỉ IPv4 dài 32 bit, viết thành bốn số thập phân, ví dụ 192.168.10.1. Mặt nạ mạng (subnet mask) cho biết bao ' +
      'nhiêu bit đầu là phần mạng: /24 tương ứng 255.255.255.0.\n\nChia mạng con là mượn thêm bit của phần host. Ví ' +
      'dụ: chia 192.168.10.0/24 thành 4 mạng /26, mỗi mạng có 64 địa chỉ và 62 host dùng được: .0, .64, .128 và ' +
      '.192.\n\nCông thức: số mạng con = 2^(số bit mượn), số host = 2^(số bit host) − 2.',
    materials: [
      {
        title: 'Bài tập chia mạng con',
        fileName: 'Bài tập chia mạng con.docx',
        bytes: () =>
          sampleDocx('Bài tập chia mạng con', [
            '1. Chia mạng 192.168.10.0/24 thành 4 mạng con bằng nhau. Ghi địa chỉ mạng, broadcast và dải host của mỗi mạng.',
            '2. Một công ty cần 5 phòng ban, mỗi phòng tối đa 25 máy. Hãy chọn mặt nạ phù hợp từ mạng 172.16.0.0/24.',
            '3. Địa chỉ 10.0.5.77/27 thuộc mạng con nào? Broadcast của mạng đó là gì?',
            'Gợi ý: /26 có 64 địa chỉ mỗi mạng; /27 có 32.',
          ]),
      },
    ],
  },
  {
    title: 'Định tuyến tĩnh và định tuyến động',
    // Lesson content is Markdown (docs/decisions/018-rich-lessons.md): this one shows a heading, a table and an IOS configuration.
    content: [
      'Router chọn đường đi cho gói tin dựa vào **bảng định tuyến**. Tuyến tĩnh do người quản trị cấu hình, đơn ' +
        'giản nhưng không tự thích nghi khi mạng thay đổi.',
      '',
      '## Cấu hình tuyến tĩnh trên R1',
      '',
      '```ios',
      'R1>enable',
      'R1#configure terminal',
      'R1(config)#interface GigabitEthernet0/0',
      'R1(config-if)#ip address 10.0.0.1 255.255.255.252',
      'R1(config-if)#no shutdown',
      'R1(config-if)#exit',
      '! Mạng LAN của R2 đi qua 10.0.0.2',
      'R1(config)#ip route 192.168.2.0 255.255.255.0 10.0.0.2',
      'R1(config)#end',
      'R1#show ip route static',
      '```',
      '',
      '## Định tuyến động',
      '',
      'Giao thức định tuyến động như RIP (theo số hop) và OSPF (theo trạng thái liên kết, chi phí dựa trên băng thông) ' +
        'giúp router tự trao đổi thông tin và tính lại đường khi có sự cố.',
      '',
      'Khi có nhiều nguồn cho cùng một mạng, router ưu tiên nguồn có *Administrative Distance* nhỏ hơn:',
      '',
      '| Nguồn | Administrative Distance |',
      '| --- | ---: |',
      '| Tuyến tĩnh | 1 |',
      '| OSPF | 110 |',
      '| RIP | 120 |',
    ].join('\n'),
    materials: [
      {
        title: 'Lab: định tuyến tĩnh giữa hai router',
        fileName: 'Lab dinh tuyen tinh.pkt',
        bytes: () => samplePacketTracer(ROUTERS),
      },
    ],
  },
  {
    title: 'Chuyển mạch và VLAN',
    content:
      'Switch học địa chỉ MAC của các máy theo cổng và chỉ chuyển frame đến đúng cổng đích. Tất cả cổng của ' +
      'một switch mặc định cùng một miền quảng bá.\n\nVLAN chia một switch thành nhiều miền quảng bá logic: các máy ' +
      'ở VLAN 10 và VLAN 20 không thấy nhau ở tầng 2. Đường trunk (chuẩn 802.1Q) mang nhiều VLAN giữa các switch bằng ' +
      'cách gắn thẻ VLAN vào frame.\n\nĐể các VLAN liên lạc với nhau cần định tuyến giữa VLAN, ví dụ ' +
      'router-on-a-stick với các sub-interface.',
    materials: [
      {
        title: 'Bài thực hành: cấu hình VLAN và trunk',
        fileName: 'Thuc hanh VLAN.pka',
        bytes: () =>
          samplePacketTracer([{ name: 'SW1', type: 'Switch' }, { name: 'SW2', type: 'Switch' }, ...ROUTERS.slice(2)]),
      },
    ],
  },
  {
    title: 'Tầng giao vận: TCP và UDP',
    content:
      'TCP là giao thức hướng kết nối: bắt tay ba bước (SYN, SYN-ACK, ACK), đánh số thứ tự, báo nhận, truyền lại khi ' +
      'mất gói, điều khiển luồng bằng cửa sổ trượt và điều khiển tắc nghẽn.\n\nUDP không kết nối, không bảo ' +
      'đảm thứ tự hay tin cậy nhưng nhanh và nhẹ, phù hợp cho DNS, VoIP, truyền hình trực tiếp và trò chơi trực ' +
      'tuyến.\n\nSố hiệu cổng phân biệt các ứng dụng trên cùng một máy: HTTP 80, HTTPS 443, DNS 53, SSH 22.',
    materials: [
      {
        title: 'Tóm tắt: so sánh TCP và UDP',
        fileName: 'TCP va UDP.pdf',
        bytes: () =>
          samplePdf('TCP và UDP', [
            'TCP: hướng kết nối, tin cậy, đúng thứ tự',
            'TCP: bắt tay ba bước SYN, SYN-ACK, ACK',
            'TCP: điều khiển luồng và tắc nghẽn',
            'UDP: không kết nối, nhanh, không bảo đảm',
            'UDP: DNS, VoIP, streaming, game',
            'Cổng: HTTP 80, HTTPS 443, DNS 53, SSH 22',
          ]),
      },
    ],
  },
];

const DATA_COMMUNICATION: DemoLesson[] = [
  {
    title: 'Tín hiệu và mã hóa đường truyền',
    content:
      'Tín hiệu tương tự biến thiên liên tục, tín hiệu số chỉ nhận một số mức rời rạc. Băng thông của kênh ' +
      'giới hạn tốc độ truyền: theo Nyquist, kênh không nhiễu băng thông B với M mức tín hiệu đạt tối đa ' +
      '2B·log2(M) bit/s; theo Shannon, kênh có nhiễu đạt tối đa B·log2(1 + S/N).\n\nMã hóa đường truyền biến bit thành ' +
      'tín hiệu: NRZ đơn giản nhưng mất đồng bộ khi có chuỗi bit giống nhau dài; Manchester đổi mức ở giữa mỗi ' +
      'bit nên tự đồng bộ, đổi lại cần băng thông gấp đôi.',
    materials: [],
  },
  {
    title: 'Phát hiện và sửa lỗi',
    content:
      'Nhiễu làm đảo bit trên đường truyền. Bit chẵn lẻ phát hiện được số lỗi lẻ; checksum cộng các từ dữ ' +
      'liệu; CRC chia đa thức dữ liệu cho đa thức sinh và gửi kèm phần dư, phát hiện được hầu hết lỗi ' +
      'chùm.\n\nMã Hamming thêm các bit kiểm tra ở vị trí lũy thừa của 2, cho phép sửa một bit lỗi: vị trí lỗi ' +
      'chính là giá trị nhị phân của các bit kiểm tra sai.',
    materials: [
      {
        title: 'Bài giảng: CRC và mã Hamming',
        fileName: 'CRC va Hamming.pdf',
        bytes: () =>
          samplePdf('Phát hiện và sửa lỗi', [
            'Parity: phát hiện số lỗi lẻ',
            'Checksum: cộng các từ 16 bit',
            'CRC: chia đa thức, gửi kèm phần dư',
            'Hamming (7,4): sửa được 1 bit lỗi',
          ]),
      },
    ],
  },
];

/**
 * The demo's two courses, their lessons and small real files of every kind, stored through
 * `storage` as ready materials. Each stored key is pushed to `written` at once, so the caller
 * can remove the files if the seed transaction fails.
 */
export async function seedDemoCourses(
  tx: DbOrTx,
  storage: FileStorage,
  teacherId: number,
  termId: number,
  written: string[],
): Promise<void> {
  const courses = [
    {
      id: 101,
      name: 'Mạng máy tính',
      description: 'Mô hình OSI và TCP/IP, địa chỉ IP, định tuyến, chuyển mạch và VLAN.',
      lessons: NETWORKING,
    },
    {
      id: 102,
      name: 'Truyền số liệu',
      description: 'Tín hiệu, mã hóa đường truyền, phát hiện và sửa lỗi.',
      lessons: DATA_COMMUNICATION,
    },
  ];
  for (const spec of courses) {
    const course = await createCourse(tx, {
      id: spec.id,
      name: spec.name,
      description: spec.description,
      teacherId,
      categoryId: termId,
    });
    for (const [index, lesson] of spec.lessons.entries()) {
      const row = await createLesson(tx, {
        courseId: course.id,
        title: lesson.title,
        content: lesson.content,
        orderNum: index + 1,
      });
      for (const sample of lesson.materials) {
        const material = await createMaterial(tx, storage, {
          lessonId: row.id,
          title: sample.title,
          fileName: sample.fileName,
          bytes: sample.bytes(),
          uploadedBy: teacherId,
        });
        written.push(material.storageKey);
      }
    }
  }
}
