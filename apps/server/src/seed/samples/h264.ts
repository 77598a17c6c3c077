/**
 * A tiny H.264 (Baseline, CAVLC) encoder that writes every macroblock as I_PCM: the raw
 * samples, no prediction or transform. Files are large for their size on screen, but any
 * decoder plays them and no codec library is needed.
 */

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private used = 0;

  bits(value: number, count: number): this {
    for (let i = count - 1; i >= 0; i--) {
      this.current = (this.current << 1) | ((value >>> i) & 1);
      if (++this.used === 8) this.flush();
    }
    return this;
  }

  /** Exp-Golomb, unsigned. */
  ue(value: number): this {
    const code = value + 1;
    const length = Math.floor(Math.log2(code));
    return this.bits(0, length).bits(code, length + 1);
  }

  /** Exp-Golomb, signed. */
  se(value: number): this {
    return this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  alignZero(): this {
    while (this.used !== 0) this.bits(0, 1);
    return this;
  }

  /** rbsp_trailing_bits: a one, then zeros to the byte boundary. */
  trailing(): Buffer {
    this.bits(1, 1);
    while (this.used !== 0) this.bits(0, 1);
    return Buffer.from(this.bytes);
  }

  private flush() {
    this.bytes.push(this.current);
    this.current = 0;
    this.used = 0;
  }
}

/** A NAL unit: header byte, then the payload with emulation prevention bytes. */
function nal(refIdc: number, type: number, rbsp: Buffer): Buffer {
  const out: number[] = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

export const PROFILE = { profile: 66, constraints: 0xc0, level: 30 } as const;

export function sequenceParameterSet(widthMbs: number, heightMbs: number): Buffer {
  const w = new BitWriter()
    .bits(PROFILE.profile, 8)
    .bits(PROFILE.constraints, 8)
    .bits(PROFILE.level, 8)
    .ue(0) // seq_parameter_set_id
    .ue(0) // log2_max_frame_num_minus4
    .ue(2) // pic_order_cnt_type: from frame_num
    .ue(1) // max_num_ref_frames
    .bits(0, 1) // gaps_in_frame_num_value_allowed_flag
    .ue(widthMbs - 1)
    .ue(heightMbs - 1)
    .bits(1, 1) // frame_mbs_only_flag
    .bits(1, 1) // direct_8x8_inference_flag
    .bits(0, 1) // frame_cropping_flag
    .bits(0, 1); // vui_parameters_present_flag
  return nal(3, 7, w.trailing());
}

export function pictureParameterSet(): Buffer {
  const w = new BitWriter()
    .ue(0) // pic_parameter_set_id
    .ue(0) // seq_parameter_set_id
    .bits(0, 1) // entropy_coding_mode_flag: CAVLC
    .bits(0, 1) // bottom_field_pic_order_in_frame_present_flag
    .ue(0) // num_slice_groups_minus1
    .ue(0) // num_ref_idx_l0_default_active_minus1
    .ue(0) // num_ref_idx_l1_default_active_minus1
    .bits(0, 1) // weighted_pred_flag
    .bits(0, 2) // weighted_bipred_idc
    .se(0) // pic_init_qp_minus26
    .se(0) // pic_init_qs_minus26
    .se(0) // chroma_qp_index_offset
    .bits(0, 1) // deblocking_filter_control_present_flag
    .bits(0, 1) // constrained_intra_pred_flag
    .bits(0, 1); // redundant_pic_cnt_present_flag
  return nal(3, 8, w.trailing());
}

/** A 4:2:0 picture: Y is width×height, Cb and Cr are half that in each direction. */
export interface Picture {
  width: number;
  height: number;
  y: Uint8Array;
  cb: Uint8Array;
  cr: Uint8Array;
}

/** One IDR picture, one slice, every macroblock I_PCM. Consecutive IDRs alternate idr_pic_id. */
export function idrSlice(picture: Picture, idrPicId: number): Buffer {
  const w = new BitWriter()
    .ue(0) // first_mb_in_slice
    .ue(7) // slice_type: I (all slices)
    .ue(0) // pic_parameter_set_id
    .bits(0, 4) // frame_num
    .ue(idrPicId)
    .bits(0, 1) // no_output_of_prior_pics_flag
    .bits(0, 1) // long_term_reference_flag
    .se(0); // slice_qp_delta
  const { width, height } = picture;
  for (let my = 0; my < height / 16; my++) {
    for (let mx = 0; mx < width / 16; mx++) {
      w.ue(25).alignZero(); // mb_type I_PCM, pcm_alignment_zero_bits
      for (let row = 0; row < 16; row++) {
        for (let col = 0; col < 16; col++) w.bits(picture.y[(my * 16 + row) * width + mx * 16 + col] ?? 128, 8);
      }
      for (const plane of [picture.cb, picture.cr]) {
        for (let row = 0; row < 8; row++) {
          for (let col = 0; col < 8; col++) w.bits(plane[(my * 8 + row) * (width / 2) + mx * 8 + col] ?? 128, 8);
        }
      }
    }
  }
  return nal(3, 5, w.trailing());
}
